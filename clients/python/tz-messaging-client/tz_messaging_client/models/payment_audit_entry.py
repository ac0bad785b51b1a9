from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.payment_audit_entry_invitee import PaymentAuditEntryInvitee
    from ..models.payment_audit_entry_user_type_0 import PaymentAuditEntryUserType0


T = TypeVar("T", bound="PaymentAuditEntry")


@_attrs_define
class PaymentAuditEntry:
    """A change to one of the event's payments: who (null for an online payment or a deleted user), when, and the amount
    before and after (null before a creation, after a deletion); the method and reference as the payment was left

        Attributes:
            id (int):
            action (Literal['created'] | Literal['deleted'] | Literal['updated']):
            payment_id (int):
            invitee (PaymentAuditEntryInvitee):
            user (None | PaymentAuditEntryUserType0):
            amount_before (int | None):
            amount_after (int | None):
            payment_method (Literal['bank'] | Literal['cash'] | Literal['mobile_money'] | Literal['other']):
            reference (None | str):
            created_at (datetime.datetime):
    """

    id: int
    action: Literal["created"] | Literal["deleted"] | Literal["updated"]
    payment_id: int
    invitee: PaymentAuditEntryInvitee
    user: None | PaymentAuditEntryUserType0
    amount_before: int | None
    amount_after: int | None
    payment_method: Literal["bank"] | Literal["cash"] | Literal["mobile_money"] | Literal["other"]
    reference: None | str
    created_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        from ..models.payment_audit_entry_user_type_0 import PaymentAuditEntryUserType0  # noqa: PLC0415

        id = self.id

        action: Literal["created"] | Literal["deleted"] | Literal["updated"]
        action = self.action

        payment_id = self.payment_id

        invitee = self.invitee.to_dict()

        user: dict[str, Any] | None
        if isinstance(self.user, PaymentAuditEntryUserType0):
            user = self.user.to_dict()
        else:
            user = self.user

        amount_before: int | None
        amount_before = self.amount_before

        amount_after: int | None
        amount_after = self.amount_after

        payment_method: Literal["bank"] | Literal["cash"] | Literal["mobile_money"] | Literal["other"]
        payment_method = self.payment_method

        reference: None | str
        reference = self.reference

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "action": action,
                "payment_id": payment_id,
                "invitee": invitee,
                "user": user,
                "amount_before": amount_before,
                "amount_after": amount_after,
                "payment_method": payment_method,
                "reference": reference,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payment_audit_entry_invitee import PaymentAuditEntryInvitee  # noqa: PLC0415
        from ..models.payment_audit_entry_user_type_0 import PaymentAuditEntryUserType0  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_action(data: object) -> Literal["created"] | Literal["deleted"] | Literal["updated"]:
            action_type_0 = cast(Literal["created"], data)
            if action_type_0 != "created":
                raise ValueError(f"action_type_0 must match const 'created', got '{action_type_0}'")
            return action_type_0
            action_type_1 = cast(Literal["updated"], data)
            if action_type_1 != "updated":
                raise ValueError(f"action_type_1 must match const 'updated', got '{action_type_1}'")
            return action_type_1
            action_type_2 = cast(Literal["deleted"], data)
            if action_type_2 != "deleted":
                raise ValueError(f"action_type_2 must match const 'deleted', got '{action_type_2}'")
            return action_type_2

        action = _parse_action(d.pop("action"))

        payment_id = d.pop("payment_id")

        invitee = PaymentAuditEntryInvitee.from_dict(d.pop("invitee"))

        def _parse_user(data: object) -> None | PaymentAuditEntryUserType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                user_type_0 = PaymentAuditEntryUserType0.from_dict(data)

                return user_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PaymentAuditEntryUserType0, data)

        user = _parse_user(d.pop("user"))

        def _parse_amount_before(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        amount_before = _parse_amount_before(d.pop("amount_before"))

        def _parse_amount_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        amount_after = _parse_amount_after(d.pop("amount_after"))

        def _parse_payment_method(
            data: object,
        ) -> Literal["bank"] | Literal["cash"] | Literal["mobile_money"] | Literal["other"]:
            payment_method_type_0 = cast(Literal["cash"], data)
            if payment_method_type_0 != "cash":
                raise ValueError(f"payment_method_type_0 must match const 'cash', got '{payment_method_type_0}'")
            return payment_method_type_0
            payment_method_type_1 = cast(Literal["mobile_money"], data)
            if payment_method_type_1 != "mobile_money":
                raise ValueError(
                    f"payment_method_type_1 must match const 'mobile_money', got '{payment_method_type_1}'"
                )
            return payment_method_type_1
            payment_method_type_2 = cast(Literal["bank"], data)
            if payment_method_type_2 != "bank":
                raise ValueError(f"payment_method_type_2 must match const 'bank', got '{payment_method_type_2}'")
            return payment_method_type_2
            payment_method_type_3 = cast(Literal["other"], data)
            if payment_method_type_3 != "other":
                raise ValueError(f"payment_method_type_3 must match const 'other', got '{payment_method_type_3}'")
            return payment_method_type_3

        payment_method = _parse_payment_method(d.pop("payment_method"))

        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        payment_audit_entry = cls(
            id=id,
            action=action,
            payment_id=payment_id,
            invitee=invitee,
            user=user,
            amount_before=amount_before,
            amount_after=amount_after,
            payment_method=payment_method,
            reference=reference,
            created_at=created_at,
        )

        return payment_audit_entry
