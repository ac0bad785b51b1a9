from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DoorEvent")


@_attrs_define
class DoorEvent:
    """An event whose door an usher may work: only what the door page shows

    Attributes:
        id (int):
        name (str):
        event_date (datetime.date):
        venue (None | str):
        status (Literal['active'] | Literal['cancelled'] | Literal['completed'] | Literal['draft']):
    """

    id: int
    name: str
    event_date: datetime.date
    venue: None | str
    status: Literal["active"] | Literal["cancelled"] | Literal["completed"] | Literal["draft"]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        event_date = self.event_date.isoformat()

        venue: None | str
        venue = self.venue

        status: Literal["active"] | Literal["cancelled"] | Literal["completed"] | Literal["draft"]
        status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "event_date": event_date,
                "venue": venue,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        event_date = datetime.date.fromisoformat(d.pop("event_date"))

        def _parse_venue(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        venue = _parse_venue(d.pop("venue"))

        def _parse_status(
            data: object,
        ) -> Literal["active"] | Literal["cancelled"] | Literal["completed"] | Literal["draft"]:
            status_type_0 = cast(Literal["draft"], data)
            if status_type_0 != "draft":
                raise ValueError(f"status_type_0 must match const 'draft', got '{status_type_0}'")
            return status_type_0
            status_type_1 = cast(Literal["active"], data)
            if status_type_1 != "active":
                raise ValueError(f"status_type_1 must match const 'active', got '{status_type_1}'")
            return status_type_1
            status_type_2 = cast(Literal["completed"], data)
            if status_type_2 != "completed":
                raise ValueError(f"status_type_2 must match const 'completed', got '{status_type_2}'")
            return status_type_2
            status_type_3 = cast(Literal["cancelled"], data)
            if status_type_3 != "cancelled":
                raise ValueError(f"status_type_3 must match const 'cancelled', got '{status_type_3}'")
            return status_type_3

        status = _parse_status(d.pop("status"))

        door_event = cls(
            id=id,
            name=name,
            event_date=event_date,
            venue=venue,
            status=status,
        )

        return door_event
