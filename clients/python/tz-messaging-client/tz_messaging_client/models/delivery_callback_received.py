from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DeliveryCallbackReceived")


@_attrs_define
class DeliveryCallbackReceived:
    """A delivery callback received

    Attributes:
        message (str):
        updated (int): Messages whose delivery status moved (0 for unknown ids, repeats, or reports kept for later)
    """

    message: str
    updated: int

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        updated = self.updated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "updated": updated,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        updated = d.pop("updated")

        delivery_callback_received = cls(
            message=message,
            updated=updated,
        )

        return delivery_callback_received
