from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="InviteeRsvpWebhookData")


@_attrs_define
class InviteeRsvpWebhookData:
    """
    Attributes:
        event_id (int):
        invitee_id (int):
        name (str):
        phone (str):
        status (Literal['confirmed'] | Literal['declined'] | Literal['invited'] | Literal['pending']):
        previous_status (Literal['confirmed'] | Literal['declined'] | Literal['invited'] | Literal['pending']):
    """

    event_id: int
    invitee_id: int
    name: str
    phone: str
    status: Literal["confirmed"] | Literal["declined"] | Literal["invited"] | Literal["pending"]
    previous_status: Literal["confirmed"] | Literal["declined"] | Literal["invited"] | Literal["pending"]

    def to_dict(self) -> dict[str, Any]:
        event_id = self.event_id

        invitee_id = self.invitee_id

        name = self.name

        phone = self.phone

        status: Literal["confirmed"] | Literal["declined"] | Literal["invited"] | Literal["pending"]
        status = self.status

        previous_status: Literal["confirmed"] | Literal["declined"] | Literal["invited"] | Literal["pending"]
        previous_status = self.previous_status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "event_id": event_id,
                "invitee_id": invitee_id,
                "name": name,
                "phone": phone,
                "status": status,
                "previous_status": previous_status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event_id = d.pop("event_id")

        invitee_id = d.pop("invitee_id")

        name = d.pop("name")

        phone = d.pop("phone")

        def _parse_status(
            data: object,
        ) -> Literal["confirmed"] | Literal["declined"] | Literal["invited"] | Literal["pending"]:
            status_type_0 = cast(Literal["pending"], data)
            if status_type_0 != "pending":
                raise ValueError(f"status_type_0 must match const 'pending', got '{status_type_0}'")
            return status_type_0
            status_type_1 = cast(Literal["invited"], data)
            if status_type_1 != "invited":
                raise ValueError(f"status_type_1 must match const 'invited', got '{status_type_1}'")
            return status_type_1
            status_type_2 = cast(Literal["confirmed"], data)
            if status_type_2 != "confirmed":
                raise ValueError(f"status_type_2 must match const 'confirmed', got '{status_type_2}'")
            return status_type_2
            status_type_3 = cast(Literal["declined"], data)
            if status_type_3 != "declined":
                raise ValueError(f"status_type_3 must match const 'declined', got '{status_type_3}'")
            return status_type_3

        status = _parse_status(d.pop("status"))

        def _parse_previous_status(
            data: object,
        ) -> Literal["confirmed"] | Literal["declined"] | Literal["invited"] | Literal["pending"]:
            previous_status_type_0 = cast(Literal["pending"], data)
            if previous_status_type_0 != "pending":
                raise ValueError(f"previous_status_type_0 must match const 'pending', got '{previous_status_type_0}'")
            return previous_status_type_0
            previous_status_type_1 = cast(Literal["invited"], data)
            if previous_status_type_1 != "invited":
                raise ValueError(f"previous_status_type_1 must match const 'invited', got '{previous_status_type_1}'")
            return previous_status_type_1
            previous_status_type_2 = cast(Literal["confirmed"], data)
            if previous_status_type_2 != "confirmed":
                raise ValueError(f"previous_status_type_2 must match const 'confirmed', got '{previous_status_type_2}'")
            return previous_status_type_2
            previous_status_type_3 = cast(Literal["declined"], data)
            if previous_status_type_3 != "declined":
                raise ValueError(f"previous_status_type_3 must match const 'declined', got '{previous_status_type_3}'")
            return previous_status_type_3

        previous_status = _parse_previous_status(d.pop("previous_status"))

        invitee_rsvp_webhook_data = cls(
            event_id=event_id,
            invitee_id=invitee_id,
            name=name,
            phone=phone,
            status=status,
            previous_status=previous_status,
        )

        return invitee_rsvp_webhook_data
