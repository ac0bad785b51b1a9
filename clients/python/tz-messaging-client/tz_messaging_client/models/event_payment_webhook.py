from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.event_payment_webhook_data import EventPaymentWebhookData


T = TypeVar("T", bound="EventPaymentWebhook")


@_attrs_define
class EventPaymentWebhook:
    """An event payment was recorded, changed, deleted or reversed (cash, bank, or paid online)

    Attributes:
        type_ (Literal['event.payment']):
        timestamp (datetime.datetime): When the change happened
        data (EventPaymentWebhookData):
    """

    type_: Literal["event.payment"]
    timestamp: datetime.datetime
    data: EventPaymentWebhookData

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
        from ..models.event_payment_webhook_data import EventPaymentWebhookData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["event.payment"], d.pop("type"))
        if type_ != "event.payment":
            raise ValueError(f"type must match const 'event.payment', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = EventPaymentWebhookData.from_dict(d.pop("data"))

        event_payment_webhook = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return event_payment_webhook
