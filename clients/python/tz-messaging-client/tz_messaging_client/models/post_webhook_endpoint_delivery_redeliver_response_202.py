from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.webhook_delivery import WebhookDelivery


T = TypeVar("T", bound="PostWebhookEndpointDeliveryRedeliverResponse202")


@_attrs_define
class PostWebhookEndpointDeliveryRedeliverResponse202:
    """
    Attributes:
        data (WebhookDelivery): One event sent (or being sent) to a webhook endpoint, with every attempt
    """

    data: WebhookDelivery

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
        from ..models.webhook_delivery import WebhookDelivery  # noqa: PLC0415

        d = dict(src_dict)
        data = WebhookDelivery.from_dict(d.pop("data"))

        post_webhook_endpoint_delivery_redeliver_response_202 = cls(
            data=data,
        )

        return post_webhook_endpoint_delivery_redeliver_response_202
