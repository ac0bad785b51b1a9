from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.webhook_test_webhook_data import WebhookTestWebhookData


T = TypeVar("T", bound="WebhookTestWebhook")


@_attrs_define
class WebhookTestWebhook:
    """Sent by POST /webhook-endpoints/{id}/test to that endpoint only, whatever it subscribed to

    Attributes:
        type_ (Literal['webhook.test']):
        timestamp (datetime.datetime): When the change happened
        data (WebhookTestWebhookData):
    """

    type_: Literal["webhook.test"]
    timestamp: datetime.datetime
    data: WebhookTestWebhookData

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
        from ..models.webhook_test_webhook_data import WebhookTestWebhookData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["webhook.test"], d.pop("type"))
        if type_ != "webhook.test":
            raise ValueError(f"type must match const 'webhook.test', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = WebhookTestWebhookData.from_dict(d.pop("data"))

        webhook_test_webhook = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return webhook_test_webhook
