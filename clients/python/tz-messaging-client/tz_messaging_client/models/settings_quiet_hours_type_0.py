from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SettingsQuietHoursType0")


@_attrs_define
class SettingsQuietHoursType0:
    """Dar es Salaam time; a start after the end crosses midnight; null: off

    Attributes:
        start (str):
        end (str):
    """

    start: str
    end: str

    def to_dict(self) -> dict[str, Any]:
        start = self.start

        end = self.end

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "start": start,
                "end": end,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        start = d.pop("start")

        end = d.pop("end")

        settings_quiet_hours_type_0 = cls(
            start=start,
            end=end,
        )

        return settings_quiet_hours_type_0
