from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CheckInSupersededItem")


@_attrs_define
class CheckInSupersededItem:
    """A later check-in of the card that this earlier scan displaced: it no longer counts

    Attributes:
        id (int):
        door (None | str):
        checked_in_at (datetime.datetime):
        scanned_at (datetime.datetime | None):
    """

    id: int
    door: None | str
    checked_in_at: datetime.datetime
    scanned_at: datetime.datetime | None

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        door: None | str
        door = self.door

        checked_in_at = self.checked_in_at.isoformat()

        scanned_at: None | str
        if isinstance(self.scanned_at, datetime.datetime):
            scanned_at = self.scanned_at.isoformat()
        else:
            scanned_at = self.scanned_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "door": door,
                "checked_in_at": checked_in_at,
                "scanned_at": scanned_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_door(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        door = _parse_door(d.pop("door"))

        checked_in_at = datetime.datetime.fromisoformat(d.pop("checked_in_at"))

        def _parse_scanned_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scanned_at_type_0 = datetime.datetime.fromisoformat(data)

                return scanned_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        scanned_at = _parse_scanned_at(d.pop("scanned_at"))

        check_in_superseded_item = cls(
            id=id,
            door=door,
            checked_in_at=checked_in_at,
            scanned_at=scanned_at,
        )

        return check_in_superseded_item
