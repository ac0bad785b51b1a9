from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.event_payment_webhook_data_invitee import EventPaymentWebhookDataInvitee


T = TypeVar("T", bound="EventPaymentWebhookData")


@_attrs_define
class EventPaymentWebhookData:
    """
    Attributes:
        action (Literal['deleted'] | Literal['recorded'] | Literal['reversed'] | Literal['updated']):
        event_id (int):
        payment_id (int):
        amount (float):
        payment_method (Literal['bank'] | Literal['cash'] | Literal['mobile_money'] | Literal['other']):
        payment_date (datetime.date):
        reference (None | str):
        online (bool): Paid online (a provider confirmed it)
        invitee (EventPaymentWebhookDataInvitee):
    """

    action: Literal["deleted"] | Literal["recorded"] | Literal["reversed"] | Literal["updated"]
    event_id: int
    payment_id: int
    amount: float
    payment_method: Literal["bank"] | Literal["cash"] | Literal["mobile_money"] | Literal["other"]
    payment_date: datetime.date
    reference: None | str
    online: bool
    invitee: EventPaymentWebhookDataInvitee

    def to_dict(self) -> dict[str, Any]:
        action: Literal["deleted"] | Literal["recorded"] | Literal["reversed"] | Literal["updated"]
        action = self.action

        event_id = self.event_id

        payment_id = self.payment_id

        amount = self.amount

        payment_method: Literal["bank"] | Literal["cash"] | Literal["mobile_money"] | Literal["other"]
        payment_method = self.payment_method

        payment_date = self.payment_date.isoformat()

        reference: None | str
        reference = self.reference

        online = self.online

        invitee = self.invitee.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "event_id": event_id,
                "payment_id": payment_id,
                "amount": amount,
                "payment_method": payment_method,
                "payment_date": payment_date,
                "reference": reference,
                "online": online,
                "invitee": invitee,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_payment_webhook_data_invitee import EventPaymentWebhookDataInvitee  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_action(
            data: object,
        ) -> Literal["deleted"] | Literal["recorded"] | Literal["reversed"] | Literal["updated"]:
            action_type_0 = cast(Literal["recorded"], data)
            if action_type_0 != "recorded":
                raise ValueError(f"action_type_0 must match const 'recorded', got '{action_type_0}'")
            return action_type_0
            action_type_1 = cast(Literal["updated"], data)
            if action_type_1 != "updated":
                raise ValueError(f"action_type_1 must match const 'updated', got '{action_type_1}'")
            return action_type_1
            action_type_2 = cast(Literal["deleted"], data)
            if action_type_2 != "deleted":
                raise ValueError(f"action_type_2 must match const 'deleted', got '{action_type_2}'")
            return action_type_2
            action_type_3 = cast(Literal["reversed"], data)
            if action_type_3 != "reversed":
                raise ValueError(f"action_type_3 must match const 'reversed', got '{action_type_3}'")
            return action_type_3

        action = _parse_action(d.pop("action"))

        event_id = d.pop("event_id")

        payment_id = d.pop("payment_id")

        amount = d.pop("amount")

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

        payment_date = datetime.date.fromisoformat(d.pop("payment_date"))

        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))

        online = d.pop("online")

        invitee = EventPaymentWebhookDataInvitee.from_dict(d.pop("invitee"))

        event_payment_webhook_data = cls(
            action=action,
            event_id=event_id,
            payment_id=payment_id,
            amount=amount,
            payment_method=payment_method,
            payment_date=payment_date,
            reference=reference,
            online=online,
            invitee=invitee,
        )

        return event_payment_webhook_data
