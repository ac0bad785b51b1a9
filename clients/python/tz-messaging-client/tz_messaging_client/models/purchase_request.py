from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PurchaseRequest")


@_attrs_define
class PurchaseRequest:
    """A manual top-up requested: credited when a platform admin approves it

    Attributes:
        id (int):
        sms_quantity (int): Credits bought
        total_amount (int): Whole Tanzanian shillings
        status (Literal['approved'] | Literal['cancelled'] | Literal['failed'] | Literal['pending'] |
            Literal['rejected']):
        channel (Literal['chat'] | Literal['sms']): The credits bought: SMS or chat
    """

    id: int
    sms_quantity: int
    total_amount: int
    status: Literal["approved"] | Literal["cancelled"] | Literal["failed"] | Literal["pending"] | Literal["rejected"]
    channel: Literal["chat"] | Literal["sms"]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        sms_quantity = self.sms_quantity

        total_amount = self.total_amount

        status: (
            Literal["approved"] | Literal["cancelled"] | Literal["failed"] | Literal["pending"] | Literal["rejected"]
        )
        status = self.status

        channel: Literal["chat"] | Literal["sms"]
        channel = self.channel

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "sms_quantity": sms_quantity,
                "total_amount": total_amount,
                "status": status,
                "channel": channel,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        sms_quantity = d.pop("sms_quantity")

        total_amount = d.pop("total_amount")

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

        purchase_request = cls(
            id=id,
            sms_quantity=sms_quantity,
            total_amount=total_amount,
            status=status,
            channel=channel,
        )

        return purchase_request
