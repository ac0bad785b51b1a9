from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.webhook_delivery_type import WebhookDeliveryType

if TYPE_CHECKING:
    from ..models.webhook_delivery_attempts_item import WebhookDeliveryAttemptsItem
    from ..models.webhook_delivery_data import WebhookDeliveryData


T = TypeVar("T", bound="WebhookDelivery")


@_attrs_define
class WebhookDelivery:
    """One event sent (or being sent) to a webhook endpoint, with every attempt

    Attributes:
        id (int):
        webhook_id (str): The `webhook-id` header of every attempt
        type_ (WebhookDeliveryType):
        status (Literal['delivered'] | Literal['failed'] | Literal['pending']):
        attempt_count (int):
        last_response_status (int | None):
        next_attempt_at (datetime.datetime | None):
        delivered_at (datetime.datetime | None):
        occurred_at (datetime.datetime):
        created_at (datetime.datetime):
        data (WebhookDeliveryData): The event's `data`, as sent (the document's `webhooks` describe it per type)
        attempts (list[WebhookDeliveryAttemptsItem]):
    """

    id: int
    webhook_id: str
    type_: WebhookDeliveryType
    status: Literal["delivered"] | Literal["failed"] | Literal["pending"]
    attempt_count: int
    last_response_status: int | None
    next_attempt_at: datetime.datetime | None
    delivered_at: datetime.datetime | None
    occurred_at: datetime.datetime
    created_at: datetime.datetime
    data: WebhookDeliveryData
    attempts: list[WebhookDeliveryAttemptsItem]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        webhook_id = self.webhook_id

        type_ = self.type_.value

        status: Literal["delivered"] | Literal["failed"] | Literal["pending"]
        status = self.status

        attempt_count = self.attempt_count

        last_response_status: int | None
        last_response_status = self.last_response_status

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        delivered_at: None | str
        if isinstance(self.delivered_at, datetime.datetime):
            delivered_at = self.delivered_at.isoformat()
        else:
            delivered_at = self.delivered_at

        occurred_at = self.occurred_at.isoformat()

        created_at = self.created_at.isoformat()

        data = self.data.to_dict()

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "webhook_id": webhook_id,
                "type": type_,
                "status": status,
                "attempt_count": attempt_count,
                "last_response_status": last_response_status,
                "next_attempt_at": next_attempt_at,
                "delivered_at": delivered_at,
                "occurred_at": occurred_at,
                "created_at": created_at,
                "data": data,
                "attempts": attempts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_delivery_attempts_item import WebhookDeliveryAttemptsItem  # noqa: PLC0415
        from ..models.webhook_delivery_data import WebhookDeliveryData  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        webhook_id = d.pop("webhook_id")

        type_ = WebhookDeliveryType(d.pop("type"))

        def _parse_status(data: object) -> Literal["delivered"] | Literal["failed"] | Literal["pending"]:
            status_type_0 = cast(Literal["pending"], data)
            if status_type_0 != "pending":
                raise ValueError(f"status_type_0 must match const 'pending', got '{status_type_0}'")
            return status_type_0
            status_type_1 = cast(Literal["delivered"], data)
            if status_type_1 != "delivered":
                raise ValueError(f"status_type_1 must match const 'delivered', got '{status_type_1}'")
            return status_type_1
            status_type_2 = cast(Literal["failed"], data)
            if status_type_2 != "failed":
                raise ValueError(f"status_type_2 must match const 'failed', got '{status_type_2}'")
            return status_type_2

        status = _parse_status(d.pop("status"))

        attempt_count = d.pop("attempt_count")

        def _parse_last_response_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_response_status = _parse_last_response_status(d.pop("last_response_status"))

        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)

                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))

        def _parse_delivered_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                delivered_at_type_0 = datetime.datetime.fromisoformat(data)

                return delivered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        delivered_at = _parse_delivered_at(d.pop("delivered_at"))

        occurred_at = datetime.datetime.fromisoformat(d.pop("occurred_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        data = WebhookDeliveryData.from_dict(d.pop("data"))

        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in _attempts:
            attempts_item = WebhookDeliveryAttemptsItem.from_dict(attempts_item_data)

            attempts.append(attempts_item)

        webhook_delivery = cls(
            id=id,
            webhook_id=webhook_id,
            type_=type_,
            status=status,
            attempt_count=attempt_count,
            last_response_status=last_response_status,
            next_attempt_at=next_attempt_at,
            delivered_at=delivered_at,
            occurred_at=occurred_at,
            created_at=created_at,
            data=data,
            attempts=attempts,
        )

        return webhook_delivery
