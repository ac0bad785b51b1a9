from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.check_in_invitee import CheckInInvitee
    from ..models.check_in_superseded_item import CheckInSupersededItem


T = TypeVar("T", bound="CheckIn")


@_attrs_define
class CheckIn:
    """Guests admitted at the door on an entry card

    Attributes:
        id (int):
        invitee (CheckInInvitee):
        guests (int): Guests admitted by this check-in
        admitted_total (int): Guests admitted on the card so far, this one included
        admits_remaining (int): Guests the card may still admit
        checked_in_at (datetime.datetime):
        door (None | str):
        superseded (list[CheckInSupersededItem]): Later check-ins of the card this scan displaced: an offline scan made
            earlier wins over scans made after it (usually empty)
    """

    id: int
    invitee: CheckInInvitee
    guests: int
    admitted_total: int
    admits_remaining: int
    checked_in_at: datetime.datetime
    door: None | str
    superseded: list[CheckInSupersededItem]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        invitee = self.invitee.to_dict()

        guests = self.guests

        admitted_total = self.admitted_total

        admits_remaining = self.admits_remaining

        checked_in_at = self.checked_in_at.isoformat()

        door: None | str
        door = self.door

        superseded = []
        for superseded_item_data in self.superseded:
            superseded_item = superseded_item_data.to_dict()
            superseded.append(superseded_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "invitee": invitee,
                "guests": guests,
                "admitted_total": admitted_total,
                "admits_remaining": admits_remaining,
                "checked_in_at": checked_in_at,
                "door": door,
                "superseded": superseded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.check_in_invitee import CheckInInvitee  # noqa: PLC0415
        from ..models.check_in_superseded_item import CheckInSupersededItem  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        invitee = CheckInInvitee.from_dict(d.pop("invitee"))

        guests = d.pop("guests")

        admitted_total = d.pop("admitted_total")

        admits_remaining = d.pop("admits_remaining")

        checked_in_at = datetime.datetime.fromisoformat(d.pop("checked_in_at"))

        def _parse_door(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        door = _parse_door(d.pop("door"))

        superseded = []
        _superseded = d.pop("superseded")
        for superseded_item_data in _superseded:
            superseded_item = CheckInSupersededItem.from_dict(superseded_item_data)

            superseded.append(superseded_item)

        check_in = cls(
            id=id,
            invitee=invitee,
            guests=guests,
            admitted_total=admitted_total,
            admits_remaining=admits_remaining,
            checked_in_at=checked_in_at,
            door=door,
            superseded=superseded,
        )

        return check_in
