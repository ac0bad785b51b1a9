from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.purchase_approved_webhook_data import PurchaseApprovedWebhookData


T = TypeVar("T", bound="PurchaseApprovedWebhook")


@_attrs_define
class PurchaseApprovedWebhook:
    """A credit purchase was approved (a manual top-up by a platform admin, an online payment settled)

    Attributes:
        type_ (Literal['purchase.approved']):
        timestamp (datetime.datetime): When the change happened
        data (PurchaseApprovedWebhookData):
    """

    type_: Literal["purchase.approved"]
    timestamp: datetime.datetime
    data: PurchaseApprovedWebhookData

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
        from ..models.purchase_approved_webhook_data import PurchaseApprovedWebhookData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["purchase.approved"], d.pop("type"))
        if type_ != "purchase.approved":
            raise ValueError(f"type must match const 'purchase.approved', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = PurchaseApprovedWebhookData.from_dict(d.pop("data"))

        purchase_approved_webhook = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return purchase_approved_webhook
