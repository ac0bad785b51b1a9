from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BalanceLowWebhookData")


@_attrs_define
class BalanceLowWebhookData:
    """
    Attributes:
        channel (Literal['chat'] | Literal['sms']):
        balance (int): Credits left right after the change that crossed the threshold
        threshold (int):
        crossed_at (datetime.datetime):
    """

    channel: Literal["chat"] | Literal["sms"]
    balance: int
    threshold: int
    crossed_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        channel: Literal["chat"] | Literal["sms"]
        channel = self.channel

        balance = self.balance

        threshold = self.threshold

        crossed_at = self.crossed_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "channel": channel,
                "balance": balance,
                "threshold": threshold,
                "crossed_at": crossed_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

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

        balance = d.pop("balance")

        threshold = d.pop("threshold")

        crossed_at = datetime.datetime.fromisoformat(d.pop("crossed_at"))

        balance_low_webhook_data = cls(
            channel=channel,
            balance=balance,
            threshold=threshold,
            crossed_at=crossed_at,
        )

        return balance_low_webhook_data
