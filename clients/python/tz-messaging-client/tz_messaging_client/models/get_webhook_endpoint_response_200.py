from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.webhook_endpoint import WebhookEndpoint


T = TypeVar("T", bound="GetWebhookEndpointResponse200")


@_attrs_define
class GetWebhookEndpointResponse200:
    """
    Attributes:
        data (WebhookEndpoint): An endpoint of the organization's app that receives signed events; never its secret
    """

    data: WebhookEndpoint

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
        from ..models.webhook_endpoint import WebhookEndpoint  # noqa: PLC0415

        d = dict(src_dict)
        data = WebhookEndpoint.from_dict(d.pop("data"))

        get_webhook_endpoint_response_200 = cls(
            data=data,
        )

        return get_webhook_endpoint_response_200
