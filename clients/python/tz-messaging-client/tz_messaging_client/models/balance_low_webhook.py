from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.balance_low_webhook_data import BalanceLowWebhookData


T = TypeVar("T", bound="BalanceLowWebhook")


@_attrs_define
class BalanceLowWebhook:
    """A wallet fell below the organization's low-balance threshold

    Attributes:
        type_ (Literal['balance.low']):
        timestamp (datetime.datetime): When the change happened
        data (BalanceLowWebhookData):
    """

    type_: Literal["balance.low"]
    timestamp: datetime.datetime
    data: BalanceLowWebhookData

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        timestamp = self.timestamp.isoformat()

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "timestamp": timestamp,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.balance_low_webhook_data import BalanceLowWebhookData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["balance.low"], d.pop("type"))
        if type_ != "balance.low":
            raise ValueError(f"type must match const 'balance.low', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = BalanceLowWebhookData.from_dict(d.pop("data"))

        balance_low_webhook = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return balance_low_webhook
