from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Purchase")


@_attrs_define
class Purchase:
    """A credit purchase: a manual top-up or an online checkout

    Attributes:
        id (int):
        channel (Literal['chat'] | Literal['sms']): The credits bought: SMS or chat
        kind (Literal['manual'] | Literal['online']):
        sms_quantity (int): Credits bought
        price_per_sms (int): Whole Tanzanian shillings per credit
        total_amount (int): Whole Tanzanian shillings
        currency (str):
        status (Literal['approved'] | Literal['cancelled'] | Literal['failed'] | Literal['pending'] |
            Literal['rejected']):
        payment_status_description (None | str):
        confirmation_code (None | str):
        payment_method (None | str):
        transaction_reference (None | str):
        payer_phone (None | str):
        merchant_reference (None | str):
        order_tracking_id (None | str):
        failure_reason (None | str):
        rejection_reason (None | str):
        approved_at (datetime.datetime | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: int
    channel: Literal["chat"] | Literal["sms"]
    kind: Literal["manual"] | Literal["online"]
    sms_quantity: int
    price_per_sms: int
    total_amount: int
    currency: str
    status: Literal["approved"] | Literal["cancelled"] | Literal["failed"] | Literal["pending"] | Literal["rejected"]
    payment_status_description: None | str
    confirmation_code: None | str
    payment_method: None | str
    transaction_reference: None | str
    payer_phone: None | str
    merchant_reference: None | str
    order_tracking_id: None | str
    failure_reason: None | str
    rejection_reason: None | str
    approved_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        channel: Literal["chat"] | Literal["sms"]
        channel = self.channel

        kind: Literal["manual"] | Literal["online"]
        kind = self.kind

        sms_quantity = self.sms_quantity

        price_per_sms = self.price_per_sms

        total_amount = self.total_amount

        currency = self.currency

        status: (
            Literal["approved"] | Literal["cancelled"] | Literal["failed"] | Literal["pending"] | Literal["rejected"]
        )
        status = self.status

        payment_status_description: None | str
        payment_status_description = self.payment_status_description

        confirmation_code: None | str
        confirmation_code = self.confirmation_code

        payment_method: None | str
        payment_method = self.payment_method

        transaction_reference: None | str
        transaction_reference = self.transaction_reference

        payer_phone: None | str
        payer_phone = self.payer_phone

        merchant_reference: None | str
        merchant_reference = self.merchant_reference

        order_tracking_id: None | str
        order_tracking_id = self.order_tracking_id

        failure_reason: None | str
        failure_reason = self.failure_reason

        rejection_reason: None | str
        rejection_reason = self.rejection_reason

        approved_at: None | str
        if isinstance(self.approved_at, datetime.datetime):
            approved_at = self.approved_at.isoformat()
        else:
            approved_at = self.approved_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "channel": channel,
                "kind": kind,
                "sms_quantity": sms_quantity,
                "price_per_sms": price_per_sms,
                "total_amount": total_amount,
                "currency": currency,
                "status": status,
                "payment_status_description": payment_status_description,
                "confirmation_code": confirmation_code,
                "payment_method": payment_method,
                "transaction_reference": transaction_reference,
                "payer_phone": payer_phone,
                "merchant_reference": merchant_reference,
                "order_tracking_id": order_tracking_id,
                "failure_reason": failure_reason,
                "rejection_reason": rejection_reason,
                "approved_at": approved_at,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

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

        sms_quantity = d.pop("sms_quantity")

        price_per_sms = d.pop("price_per_sms")

        total_amount = d.pop("total_amount")

        currency = d.pop("currency")

        def _parse_status(
            data: object,
        ) -> Literal["approved"] | Literal["cancelled"] | Literal["failed"] | Literal["pending"] | Literal["rejected"]:
            status_type_0 = cast(Literal["pending"], data)
            if status_type_0 != "pending":
                raise ValueError(f"status_type_0 must match const 'pending', got '{status_type_0}'")
            return status_type_0
            status_type_1 = cast(Literal["approved"], data)
            if status_type_1 != "approved":
                raise ValueError(f"status_type_1 must match const 'approved', got '{status_type_1}'")
            return status_type_1
            status_type_2 = cast(Literal["rejected"], data)
            if status_type_2 != "rejected":
                raise ValueError(f"status_type_2 must match const 'rejected', got '{status_type_2}'")
            return status_type_2
            status_type_3 = cast(Literal["failed"], data)
            if status_type_3 != "failed":
                raise ValueError(f"status_type_3 must match const 'failed', got '{status_type_3}'")
            return status_type_3
            status_type_4 = cast(Literal["cancelled"], data)
            if status_type_4 != "cancelled":
                raise ValueError(f"status_type_4 must match const 'cancelled', got '{status_type_4}'")
            return status_type_4

        status = _parse_status(d.pop("status"))

        def _parse_payment_status_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        payment_status_description = _parse_payment_status_description(d.pop("payment_status_description"))

        def _parse_confirmation_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        confirmation_code = _parse_confirmation_code(d.pop("confirmation_code"))

        def _parse_payment_method(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        payment_method = _parse_payment_method(d.pop("payment_method"))

        def _parse_transaction_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        transaction_reference = _parse_transaction_reference(d.pop("transaction_reference"))

        def _parse_payer_phone(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        payer_phone = _parse_payer_phone(d.pop("payer_phone"))

        def _parse_merchant_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        merchant_reference = _parse_merchant_reference(d.pop("merchant_reference"))

        def _parse_order_tracking_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        order_tracking_id = _parse_order_tracking_id(d.pop("order_tracking_id"))

        def _parse_failure_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_reason = _parse_failure_reason(d.pop("failure_reason"))

        def _parse_rejection_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rejection_reason = _parse_rejection_reason(d.pop("rejection_reason"))

        def _parse_approved_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                approved_at_type_0 = datetime.datetime.fromisoformat(data)

                return approved_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        approved_at = _parse_approved_at(d.pop("approved_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        purchase = cls(
            id=id,
            channel=channel,
            kind=kind,
            sms_quantity=sms_quantity,
            price_per_sms=price_per_sms,
            total_amount=total_amount,
            currency=currency,
            status=status,
            payment_status_description=payment_status_description,
            confirmation_code=confirmation_code,
            payment_method=payment_method,
            transaction_reference=transaction_reference,
            payer_phone=payer_phone,
            merchant_reference=merchant_reference,
            order_tracking_id=order_tracking_id,
            failure_reason=failure_reason,
            rejection_reason=rejection_reason,
            approved_at=approved_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        return purchase
