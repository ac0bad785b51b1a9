from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WebhookTestWebhookData")


@_attrs_define
class WebhookTestWebhookData:
    """
    Attributes:
        endpoint_id (int):
        sent_at (datetime.datetime):
    """

    endpoint_id: int
    sent_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        endpoint_id = self.endpoint_id

        sent_at = self.sent_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "endpoint_id": endpoint_id,
                "sent_at": sent_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        endpoint_id = d.pop("endpoint_id")

        sent_at = datetime.datetime.fromisoformat(d.pop("sent_at"))

        webhook_test_webhook_data = cls(
            endpoint_id=endpoint_id,
            sent_at=sent_at,
        )

        return webhook_test_webhook_data
