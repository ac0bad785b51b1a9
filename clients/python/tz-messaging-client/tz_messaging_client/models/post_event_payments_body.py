from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_event_payments_body_payment_method import PostEventPaymentsBodyPaymentMethod
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostEventPaymentsBody")


@_attrs_define
class PostEventPaymentsBody:
    """
    Attributes:
        event_invitee_id (int):
        amount (int):
        payment_date (datetime.date):
        payment_method (PostEventPaymentsBodyPaymentMethod | Unset):
        reference (None | str | Unset):
        notes (None | str | Unset):
    """

    event_invitee_id: int
    amount: int
    payment_date: datetime.date
    payment_method: PostEventPaymentsBodyPaymentMethod | Unset = UNSET
    reference: None | str | Unset = UNSET
    notes: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        event_invitee_id = self.event_invitee_id

        amount = self.amount

        payment_date = self.payment_date.isoformat()

        payment_method: str | Unset = UNSET
        if not isinstance(self.payment_method, Unset):
            payment_method = self.payment_method.value

        reference: None | str | Unset
        if isinstance(self.reference, Unset):
            reference = UNSET
        else:
            reference = self.reference

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event_invitee_id": event_invitee_id,
                "amount": amount,
                "payment_date": payment_date,
            }
        )
        if payment_method is not UNSET:
            field_dict["payment_method"] = payment_method
        if reference is not UNSET:
            field_dict["reference"] = reference
        if notes is not UNSET:
            field_dict["notes"] = notes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event_invitee_id = d.pop("event_invitee_id")

        amount = d.pop("amount")

        payment_date = datetime.date.fromisoformat(d.pop("payment_date"))

        _payment_method = d.pop("payment_method", UNSET)
        payment_method: PostEventPaymentsBodyPaymentMethod | Unset
        if isinstance(_payment_method, Unset):
            payment_method = UNSET
        else:
            payment_method = PostEventPaymentsBodyPaymentMethod(_payment_method)

        def _parse_reference(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reference = _parse_reference(d.pop("reference", UNSET))

        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))

        post_event_payments_body = cls(
            event_invitee_id=event_invitee_id,
            amount=amount,
            payment_date=payment_date,
            payment_method=payment_method,
            reference=reference,
            notes=notes,
        )

        post_event_payments_body.additional_properties = d
        return post_event_payments_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
