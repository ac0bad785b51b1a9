from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Balances")


@_attrs_define
class Balances:
    """The organization's credit balances

    Attributes:
        sms_balance (int): SMS credits held
        chat_balance (int): Chat credits held
    """

    sms_balance: int
    chat_balance: int

    def to_dict(self) -> dict[str, Any]:
        sms_balance = self.sms_balance

        chat_balance = self.chat_balance

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sms_balance": sms_balance,
                "chat_balance": chat_balance,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sms_balance = d.pop("sms_balance")

        chat_balance = d.pop("chat_balance")

        balances = cls(
            sms_balance=sms_balance,
            chat_balance=chat_balance,
        )

        return balances
