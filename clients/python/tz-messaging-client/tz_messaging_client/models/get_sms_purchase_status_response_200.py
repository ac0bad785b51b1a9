from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.purchase_status_check import PurchaseStatusCheck


T = TypeVar("T", bound="GetSmsPurchaseStatusResponse200")


@_attrs_define
class GetSmsPurchaseStatusResponse200:
    """
    Attributes:
        data (PurchaseStatusCheck): A purchase's status after asking the payment provider
    """

    data: PurchaseStatusCheck

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
        from ..models.purchase_status_check import PurchaseStatusCheck  # noqa: PLC0415

        d = dict(src_dict)
        data = PurchaseStatusCheck.from_dict(d.pop("data"))

        get_sms_purchase_status_response_200 = cls(
            data=data,
        )

        return get_sms_purchase_status_response_200
