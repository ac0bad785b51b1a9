from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EventPaymentInvitee")


@_attrs_define
class EventPaymentInvitee:
    """
    Attributes:
        id (int):
        name (str):
        phone (str):
    """

    id: int
    name: str
    phone: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        phone = self.phone

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "phone": phone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        phone = d.pop("phone")

        event_payment_invitee = cls(
            id=id,
            name=name,
            phone=phone,
        )

        return event_payment_invitee
