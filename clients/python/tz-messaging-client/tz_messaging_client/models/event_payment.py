from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.event_payment_invitee import EventPaymentInvitee
    from ..models.event_payment_recorded_by_type_0 import EventPaymentRecordedByType0


T = TypeVar("T", bound="EventPayment")


@_attrs_define
class EventPayment:
    """A payment against an invitee's pledge, with the invitee and the user who recorded it (null: paid online)

    Attributes:
        id (int):
        event_id (int):
        event_invitee_id (int):
        amount (int): Whole Tanzanian shillings
        payment_date (datetime.date):
        payment_method (Literal['bank'] | Literal['cash'] | Literal['mobile_money'] | Literal['other']):
        reference (None | str):
        notes (None | str):
        confirmation_code (None | str):
        invitee (EventPaymentInvitee):
        recorded_by (EventPaymentRecordedByType0 | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: int
    event_id: int
    event_invitee_id: int
    amount: int
    payment_date: datetime.date
    payment_method: Literal["bank"] | Literal["cash"] | Literal["mobile_money"] | Literal["other"]
    reference: None | str
    notes: None | str
    confirmation_code: None | str
    invitee: EventPaymentInvitee
    recorded_by: EventPaymentRecordedByType0 | None
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        from ..models.event_payment_recorded_by_type_0 import EventPaymentRecordedByType0  # noqa: PLC0415

        id = self.id

        event_id = self.event_id

        event_invitee_id = self.event_invitee_id

        amount = self.amount

        payment_date = self.payment_date.isoformat()

        payment_method: Literal["bank"] | Literal["cash"] | Literal["mobile_money"] | Literal["other"]
        payment_method = self.payment_method

        reference: None | str
        reference = self.reference

        notes: None | str
        notes = self.notes

        confirmation_code: None | str
        confirmation_code = self.confirmation_code

        invitee = self.invitee.to_dict()

        recorded_by: dict[str, Any] | None
        if isinstance(self.recorded_by, EventPaymentRecordedByType0):
            recorded_by = self.recorded_by.to_dict()
        else:
            recorded_by = self.recorded_by

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "event_id": event_id,
                "event_invitee_id": event_invitee_id,
                "amount": amount,
                "payment_date": payment_date,
                "payment_method": payment_method,
                "reference": reference,
                "notes": notes,
                "confirmation_code": confirmation_code,
                "invitee": invitee,
                "recorded_by": recorded_by,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_payment_invitee import EventPaymentInvitee  # noqa: PLC0415
        from ..models.event_payment_recorded_by_type_0 import EventPaymentRecordedByType0  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        event_id = d.pop("event_id")

        event_invitee_id = d.pop("event_invitee_id")

        amount = d.pop("amount")

        payment_date = datetime.date.fromisoformat(d.pop("payment_date"))

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

        def _parse_notes(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        notes = _parse_notes(d.pop("notes"))

        def _parse_confirmation_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        confirmation_code = _parse_confirmation_code(d.pop("confirmation_code"))

        invitee = EventPaymentInvitee.from_dict(d.pop("invitee"))

        def _parse_recorded_by(data: object) -> EventPaymentRecordedByType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                recorded_by_type_0 = EventPaymentRecordedByType0.from_dict(data)

                return recorded_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EventPaymentRecordedByType0 | None, data)

        recorded_by = _parse_recorded_by(d.pop("recorded_by"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        event_payment = cls(
            id=id,
            event_id=event_id,
            event_invitee_id=event_invitee_id,
            amount=amount,
            payment_date=payment_date,
            payment_method=payment_method,
            reference=reference,
            notes=notes,
            confirmation_code=confirmation_code,
            invitee=invitee,
            recorded_by=recorded_by,
            created_at=created_at,
            updated_at=updated_at,
        )

        return event_payment
