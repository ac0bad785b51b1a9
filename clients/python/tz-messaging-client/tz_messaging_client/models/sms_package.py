from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SmsPackage")


@_attrs_define
class SmsPackage:
    """An SMS price tier: quantities in [min_quantity, max_quantity] cost price_per_sms each

    Attributes:
        id (int):
        name (str):
        min_quantity (int):
        max_quantity (int):
        price_per_sms (int): Whole Tanzanian shillings
    """

    id: int
    name: str
    min_quantity: int
    max_quantity: int
    price_per_sms: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        min_quantity = self.min_quantity

        max_quantity = self.max_quantity

        price_per_sms = self.price_per_sms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "min_quantity": min_quantity,
                "max_quantity": max_quantity,
                "price_per_sms": price_per_sms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        min_quantity = d.pop("min_quantity")

        max_quantity = d.pop("max_quantity")

        price_per_sms = d.pop("price_per_sms")

        sms_package = cls(
            id=id,
            name=name,
            min_quantity=min_quantity,
            max_quantity=max_quantity,
            price_per_sms=price_per_sms,
        )

        return sms_package
