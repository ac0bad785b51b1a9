from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PostWebhookEndpointTestResponse202")


@_attrs_define
class PostWebhookEndpointTestResponse202:
    """
    Attributes:
        message (str):
        webhook_id (str): The `webhook-id` the test event is sent with
    """

    message: str
    webhook_id: str

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        webhook_id = self.webhook_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "webhook_id": webhook_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        webhook_id = d.pop("webhook_id")

        post_webhook_endpoint_test_response_202 = cls(
            message=message,
            webhook_id=webhook_id,
        )

        return post_webhook_endpoint_test_response_202
