from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.created_api_key import CreatedApiKey


T = TypeVar("T", bound="PostApiKeysResponse201")


@_attrs_define
class PostApiKeysResponse201:
    """
    Attributes:
        data (CreatedApiKey): A new API key with the key itself, shown this once
    """

    data: CreatedApiKey

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.created_api_key import CreatedApiKey  # noqa: PLC0415

        d = dict(src_dict)
        data = CreatedApiKey.from_dict(d.pop("data"))

        post_api_keys_response_201 = cls(
            data=data,
        )

        return post_api_keys_response_201
