from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PaymentNotificationAck")


@_attrs_define
class PaymentNotificationAck:
    """The payment provider's notification acknowledged

    Attributes:
        order_notification_type (str):
        order_tracking_id (str):
        order_merchant_reference (str): As notified; empty when it was not given
        status (Literal[200] | Literal[500]): 200: handled; 500: the provider could not be asked, notify again
    """

    order_notification_type: str
    order_tracking_id: str
    order_merchant_reference: str
    status: Literal[200] | Literal[500]

    def to_dict(self) -> dict[str, Any]:
        order_notification_type = self.order_notification_type

        order_tracking_id = self.order_tracking_id

        order_merchant_reference = self.order_merchant_reference

        status: Literal[200] | Literal[500]
        status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "orderNotificationType": order_notification_type,
                "orderTrackingId": order_tracking_id,
                "orderMerchantReference": order_merchant_reference,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        order_notification_type = d.pop("orderNotificationType")

        order_tracking_id = d.pop("orderTrackingId")

        order_merchant_reference = d.pop("orderMerchantReference")

        def _parse_status(data: object) -> Literal[200] | Literal[500]:
            status_type_0 = cast(Literal[200], data)
            if status_type_0 != 200:
                raise ValueError(f"status_type_0 must match const 200, got '{status_type_0}'")
            return status_type_0
            status_type_1 = cast(Literal[500], data)
            if status_type_1 != 500:
                raise ValueError(f"status_type_1 must match const 500, got '{status_type_1}'")
            return status_type_1

        status = _parse_status(d.pop("status"))

        payment_notification_ack = cls(
            order_notification_type=order_notification_type,
            order_tracking_id=order_tracking_id,
            order_merchant_reference=order_merchant_reference,
            status=status,
        )

        return payment_notification_ack
