from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.invitee_rsvp_webhook_data import InviteeRsvpWebhookData


T = TypeVar("T", bound="InviteeRsvpWebhook")


@_attrs_define
class InviteeRsvpWebhook:
    """An invitee confirmed or declined on the event's public page

    Attributes:
        type_ (Literal['invitee.rsvp']):
        timestamp (datetime.datetime): When the change happened
        data (InviteeRsvpWebhookData):
    """

    type_: Literal["invitee.rsvp"]
    timestamp: datetime.datetime
    data: InviteeRsvpWebhookData

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        timestamp = self.timestamp.isoformat()

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "timestamp": timestamp,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invitee_rsvp_webhook_data import InviteeRsvpWebhookData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["invitee.rsvp"], d.pop("type"))
        if type_ != "invitee.rsvp":
            raise ValueError(f"type must match const 'invitee.rsvp', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = InviteeRsvpWebhookData.from_dict(d.pop("data"))

        invitee_rsvp_webhook = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return invitee_rsvp_webhook
