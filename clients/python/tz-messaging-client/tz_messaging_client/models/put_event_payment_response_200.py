from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.event_payment import EventPayment


T = TypeVar("T", bound="PutEventPaymentResponse200")


@_attrs_define
class PutEventPaymentResponse200:
    """
    Attributes:
        data (EventPayment): A payment against an invitee's pledge, with the invitee and the user who recorded it (null:
            paid online)
    """

    data: EventPayment

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_payment import EventPayment  # noqa: PLC0415

        d = dict(src_dict)
        data = EventPayment.from_dict(d.pop("data"))

        put_event_payment_response_200 = cls(
            data=data,
        )

        return put_event_payment_response_200
