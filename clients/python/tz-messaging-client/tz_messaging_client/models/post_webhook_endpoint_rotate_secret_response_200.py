from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.webhook_endpoint_with_secret import WebhookEndpointWithSecret


T = TypeVar("T", bound="PostWebhookEndpointRotateSecretResponse200")


@_attrs_define
class PostWebhookEndpointRotateSecretResponse200:
    """
    Attributes:
        data (WebhookEndpointWithSecret): A webhook endpoint with its new signing secret, shown this once
    """

    data: WebhookEndpointWithSecret

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
        from ..models.webhook_endpoint_with_secret import WebhookEndpointWithSecret  # noqa: PLC0415

        d = dict(src_dict)
        data = WebhookEndpointWithSecret.from_dict(d.pop("data"))

        post_webhook_endpoint_rotate_secret_response_200 = cls(
            data=data,
        )

        return post_webhook_endpoint_rotate_secret_response_200
