from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.checkout import Checkout


T = TypeVar("T", bound="PostSmsPurchasesOnlineResponse201")


@_attrs_define
class PostSmsPurchasesOnlineResponse201:
    """
    Attributes:
        message (str):
        data (Checkout): An online checkout started
    """

    message: str
    data: Checkout

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.checkout import Checkout  # noqa: PLC0415

        d = dict(src_dict)
        message = d.pop("message")

        data = Checkout.from_dict(d.pop("data"))

        post_sms_purchases_online_response_201 = cls(
            message=message,
            data=data,
        )

        return post_sms_purchases_online_response_201
