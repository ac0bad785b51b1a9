from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sender_id import SenderId


T = TypeVar("T", bound="PostSenderIdsResponse201")


@_attrs_define
class PostSenderIdsResponse201:
    """
    Attributes:
        data (SenderId): A sender id the organization requested: pending until a platform admin approves or rejects it
    """

    data: SenderId

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
        from ..models.sender_id import SenderId  # noqa: PLC0415

        d = dict(src_dict)
        data = SenderId.from_dict(d.pop("data"))

        post_sender_ids_response_201 = cls(
            data=data,
        )

        return post_sender_ids_response_201
