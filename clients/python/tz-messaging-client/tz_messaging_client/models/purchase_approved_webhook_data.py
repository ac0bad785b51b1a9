from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PurchaseApprovedWebhookData")


@_attrs_define
class PurchaseApprovedWebhookData:
    """
    Attributes:
        purchase_id (int):
        kind (Literal['manual'] | Literal['online']):
        channel (Literal['chat'] | Literal['sms']):
        quantity (int): Credits added
        total_amount (float):
        currency (str):
        confirmation_code (None | str):
        approved_at (datetime.datetime):
    """

    purchase_id: int
    kind: Literal["manual"] | Literal["online"]
    channel: Literal["chat"] | Literal["sms"]
    quantity: int
    total_amount: float
    currency: str
    confirmation_code: None | str
    approved_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        purchase_id = self.purchase_id

        kind: Literal["manual"] | Literal["online"]
        kind = self.kind

        channel: Literal["chat"] | Literal["sms"]
        channel = self.channel

        quantity = self.quantity

        total_amount = self.total_amount

        currency = self.currency

        confirmation_code: None | str
        confirmation_code = self.confirmation_code

        approved_at = self.approved_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "purchase_id": purchase_id,
                "kind": kind,
                "channel": channel,
                "quantity": quantity,
                "total_amount": total_amount,
                "currency": currency,
                "confirmation_code": confirmation_code,
                "approved_at": approved_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        purchase_id = d.pop("purchase_id")

        def _parse_kind(data: object) -> Literal["manual"] | Literal["online"]:
            kind_type_0 = cast(Literal["manual"], data)
            if kind_type_0 != "manual":
                raise ValueError(f"kind_type_0 must match const 'manual', got '{kind_type_0}'")
            return kind_type_0
            kind_type_1 = cast(Literal["online"], data)
            if kind_type_1 != "online":
                raise ValueError(f"kind_type_1 must match const 'online', got '{kind_type_1}'")
            return kind_type_1

        kind = _parse_kind(d.pop("kind"))

        def _parse_channel(data: object) -> Literal["chat"] | Literal["sms"]:
            channel_type_0 = cast(Literal["sms"], data)
            if channel_type_0 != "sms":
                raise ValueError(f"channel_type_0 must match const 'sms', got '{channel_type_0}'")
            return channel_type_0
            channel_type_1 = cast(Literal["chat"], data)
            if channel_type_1 != "chat":
                raise ValueError(f"channel_type_1 must match const 'chat', got '{channel_type_1}'")
            return channel_type_1

        channel = _parse_channel(d.pop("channel"))

        quantity = d.pop("quantity")

        total_amount = d.pop("total_amount")

        currency = d.pop("currency")

        def _parse_confirmation_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        confirmation_code = _parse_confirmation_code(d.pop("confirmation_code"))

        approved_at = datetime.datetime.fromisoformat(d.pop("approved_at"))

        purchase_approved_webhook_data = cls(
            purchase_id=purchase_id,
            kind=kind,
            channel=channel,
            quantity=quantity,
            total_amount=total_amount,
            currency=currency,
            confirmation_code=confirmation_code,
            approved_at=approved_at,
        )

        return purchase_approved_webhook_data
