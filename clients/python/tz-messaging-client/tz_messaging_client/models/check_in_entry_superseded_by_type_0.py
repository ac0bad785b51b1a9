from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.check_in_entry_superseded_by_type_0_usher_type_0 import CheckInEntrySupersededByType0UsherType0


T = TypeVar("T", bound="CheckInEntrySupersededByType0")


@_attrs_define
class CheckInEntrySupersededByType0:
    """The earlier scan of the card that displaced this check-in

    Attributes:
        id (int):
        door (None | str):
        usher (CheckInEntrySupersededByType0UsherType0 | None):
        scanned_at (datetime.datetime | None):
        checked_in_at (datetime.datetime):
    """

    id: int
    door: None | str
    usher: CheckInEntrySupersededByType0UsherType0 | None
    scanned_at: datetime.datetime | None
    checked_in_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        from ..models.check_in_entry_superseded_by_type_0_usher_type_0 import CheckInEntrySupersededByType0UsherType0  # noqa: PLC0415

        id = self.id

        door: None | str
        door = self.door

        usher: dict[str, Any] | None
        if isinstance(self.usher, CheckInEntrySupersededByType0UsherType0):
            usher = self.usher.to_dict()
        else:
            usher = self.usher

        scanned_at: None | str
        if isinstance(self.scanned_at, datetime.datetime):
            scanned_at = self.scanned_at.isoformat()
        else:
            scanned_at = self.scanned_at

        checked_in_at = self.checked_in_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "door": door,
                "usher": usher,
                "scanned_at": scanned_at,
                "checked_in_at": checked_in_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.check_in_entry_superseded_by_type_0_usher_type_0 import CheckInEntrySupersededByType0UsherType0  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_door(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        door = _parse_door(d.pop("door"))

        def _parse_usher(data: object) -> CheckInEntrySupersededByType0UsherType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                usher_type_0 = CheckInEntrySupersededByType0UsherType0.from_dict(data)

                return usher_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CheckInEntrySupersededByType0UsherType0 | None, data)

        usher = _parse_usher(d.pop("usher"))

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

        checked_in_at = datetime.datetime.fromisoformat(d.pop("checked_in_at"))

        check_in_entry_superseded_by_type_0 = cls(
            id=id,
            door=door,
            usher=usher,
            scanned_at=scanned_at,
            checked_in_at=checked_in_at,
        )

        return check_in_entry_superseded_by_type_0
