from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Checkout")


@_attrs_define
class Checkout:
    """An online checkout started

    Attributes:
        payment_id (int):
        redirect_url (str): The provider's payment page: send the payer there
        order_tracking_id (str): The provider's order id
    """

    payment_id: int
    redirect_url: str
    order_tracking_id: str

    def to_dict(self) -> dict[str, Any]:
        payment_id = self.payment_id

        redirect_url = self.redirect_url

        order_tracking_id = self.order_tracking_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payment_id": payment_id,
                "redirect_url": redirect_url,
                "order_tracking_id": order_tracking_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        payment_id = d.pop("payment_id")

        redirect_url = d.pop("redirect_url")

        order_tracking_id = d.pop("order_tracking_id")

        checkout = cls(
            payment_id=payment_id,
            redirect_url=redirect_url,
            order_tracking_id=order_tracking_id,
        )

        return checkout
