from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.door_list import DoorList


T = TypeVar("T", bound="GetEventDoorListResponse200")


@_attrs_define
class GetEventDoorListResponse200:
    """
    Attributes:
        data (DoorList): The event and every invitee, for the door page to answer from while the network is down
    """

    data: DoorList

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
        from ..models.door_list import DoorList  # noqa: PLC0415

        d = dict(src_dict)
        data = DoorList.from_dict(d.pop("data"))

        get_event_door_list_response_200 = cls(
            data=data,
        )

        return get_event_door_list_response_200
