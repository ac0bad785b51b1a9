from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EventPaymentWebhookDataInvitee")


@_attrs_define
class EventPaymentWebhookDataInvitee:
    """
    Attributes:
        id (int):
        name (str):
        phone (str):
        pledge_amount (float):
        paid_amount (float): What the invitee has paid once this change is done
    """

    id: int
    name: str
    phone: str
    pledge_amount: float
    paid_amount: float

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        phone = self.phone

        pledge_amount = self.pledge_amount

        paid_amount = self.paid_amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "phone": phone,
                "pledge_amount": pledge_amount,
                "paid_amount": paid_amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        phone = d.pop("phone")

        pledge_amount = d.pop("pledge_amount")

        paid_amount = d.pop("paid_amount")

        event_payment_webhook_data_invitee = cls(
            id=id,
            name=name,
            phone=phone,
            pledge_amount=pledge_amount,
            paid_amount=paid_amount,
        )

        return event_payment_webhook_data_invitee
