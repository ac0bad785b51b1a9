from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.door_event import DoorEvent
    from ..models.door_guest import DoorGuest


T = TypeVar("T", bound="DoorList")


@_attrs_define
class DoorList:
    """The event and every invitee, for the door page to answer from while the network is down

    Attributes:
        event (DoorEvent): An event whose door an usher may work: only what the door page shows
        guests (list[DoorGuest]):
    """

    event: DoorEvent
    guests: list[DoorGuest]

    def to_dict(self) -> dict[str, Any]:
        event = self.event.to_dict()

        guests = []
        for guests_item_data in self.guests:
            guests_item = guests_item_data.to_dict()
            guests.append(guests_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "event": event,
                "guests": guests,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.door_event import DoorEvent  # noqa: PLC0415
        from ..models.door_guest import DoorGuest  # noqa: PLC0415

        d = dict(src_dict)
        event = DoorEvent.from_dict(d.pop("event"))

        guests = []
        _guests = d.pop("guests")
        for guests_item_data in _guests:
            guests_item = DoorGuest.from_dict(guests_item_data)

            guests.append(guests_item)

        door_list = cls(
            event=event,
            guests=guests,
        )

        return door_list
