from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.check_in_entry_invitee import CheckInEntryInvitee
    from ..models.check_in_entry_superseded_by_type_0 import CheckInEntrySupersededByType0
    from ..models.check_in_entry_usher_type_0 import CheckInEntryUsherType0


T = TypeVar("T", bound="CheckInEntry")


@_attrs_define
class CheckInEntry:
    """A check-in of the event with its usher (null once their user was deleted)

    Attributes:
        id (int):
        invitee (CheckInEntryInvitee):
        guests (int):
        door (None | str):
        scanned_at (datetime.datetime | None):
        checked_in_at (datetime.datetime):
        usher (CheckInEntryUsherType0 | None):
        superseded_at (datetime.datetime | None): When an earlier scan of the card displaced this check-in (it no longer
            counts); null: it counts
        superseded_by (CheckInEntrySupersededByType0 | None): The earlier scan that displaced it; null when it counts,
            or once that scan was undone
    """

    id: int
    invitee: CheckInEntryInvitee
    guests: int
    door: None | str
    scanned_at: datetime.datetime | None
    checked_in_at: datetime.datetime
    usher: CheckInEntryUsherType0 | None
    superseded_at: datetime.datetime | None
    superseded_by: CheckInEntrySupersededByType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.check_in_entry_superseded_by_type_0 import CheckInEntrySupersededByType0  # noqa: PLC0415
        from ..models.check_in_entry_usher_type_0 import CheckInEntryUsherType0  # noqa: PLC0415

        id = self.id

        invitee = self.invitee.to_dict()

        guests = self.guests

        door: None | str
        door = self.door

        scanned_at: None | str
        if isinstance(self.scanned_at, datetime.datetime):
            scanned_at = self.scanned_at.isoformat()
        else:
            scanned_at = self.scanned_at

        checked_in_at = self.checked_in_at.isoformat()

        usher: dict[str, Any] | None
        if isinstance(self.usher, CheckInEntryUsherType0):
            usher = self.usher.to_dict()
        else:
            usher = self.usher

        superseded_at: None | str
        if isinstance(self.superseded_at, datetime.datetime):
            superseded_at = self.superseded_at.isoformat()
        else:
            superseded_at = self.superseded_at

        superseded_by: dict[str, Any] | None
        if isinstance(self.superseded_by, CheckInEntrySupersededByType0):
            superseded_by = self.superseded_by.to_dict()
        else:
            superseded_by = self.superseded_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "invitee": invitee,
                "guests": guests,
                "door": door,
                "scanned_at": scanned_at,
                "checked_in_at": checked_in_at,
                "usher": usher,
                "superseded_at": superseded_at,
                "superseded_by": superseded_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.check_in_entry_invitee import CheckInEntryInvitee  # noqa: PLC0415
        from ..models.check_in_entry_superseded_by_type_0 import CheckInEntrySupersededByType0  # noqa: PLC0415
        from ..models.check_in_entry_usher_type_0 import CheckInEntryUsherType0  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        invitee = CheckInEntryInvitee.from_dict(d.pop("invitee"))

        guests = d.pop("guests")

        def _parse_door(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        door = _parse_door(d.pop("door"))

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

        def _parse_usher(data: object) -> CheckInEntryUsherType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                usher_type_0 = CheckInEntryUsherType0.from_dict(data)

                return usher_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CheckInEntryUsherType0 | None, data)

        usher = _parse_usher(d.pop("usher"))

        def _parse_superseded_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                superseded_at_type_0 = datetime.datetime.fromisoformat(data)

                return superseded_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        superseded_at = _parse_superseded_at(d.pop("superseded_at"))

        def _parse_superseded_by(data: object) -> CheckInEntrySupersededByType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                superseded_by_type_0 = CheckInEntrySupersededByType0.from_dict(data)

                return superseded_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CheckInEntrySupersededByType0 | None, data)

        superseded_by = _parse_superseded_by(d.pop("superseded_by"))

        check_in_entry = cls(
            id=id,
            invitee=invitee,
            guests=guests,
            door=door,
            scanned_at=scanned_at,
            checked_in_at=checked_in_at,
            usher=usher,
            superseded_at=superseded_at,
            superseded_by=superseded_by,
        )

        return check_in_entry
