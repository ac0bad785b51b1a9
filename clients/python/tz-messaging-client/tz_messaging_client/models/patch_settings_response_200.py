from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.settings import Settings


T = TypeVar("T", bound="PatchSettingsResponse200")


@_attrs_define
class PatchSettingsResponse200:
    """
    Attributes:
        data (Settings): The organization's settings
    """

    data: Settings

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
        from ..models.settings import Settings  # noqa: PLC0415

        d = dict(src_dict)
        data = Settings.from_dict(d.pop("data"))

        patch_settings_response_200 = cls(
            data=data,
        )

        return patch_settings_response_200
