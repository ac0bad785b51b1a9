from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChatSendAccepted")


@_attrs_define
class ChatSendAccepted:
    """A chat send accepted: its batch is sent in the background (docs/interface.md §4.3b)

    Attributes:
        message (str):
        count (int): Recipients accepted and billed (1 chat credit each)
        opted_out (int): Numbers left out, not billed: they opted out of the organization's chat
        channel (Literal['chat']):
        partial (bool): The chat balance covered fewer recipients than asked: only the first covered are sent
        batch_id (int):
    """

    message: str
    count: int
    opted_out: int
    channel: Literal["chat"]
    partial: bool
    batch_id: int

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        count = self.count

        opted_out = self.opted_out

        channel = self.channel

        partial = self.partial

        batch_id = self.batch_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "count": count,
                "opted_out": opted_out,
                "channel": channel,
                "partial": partial,
                "batch_id": batch_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        count = d.pop("count")

        opted_out = d.pop("opted_out")

        channel = cast(Literal["chat"], d.pop("channel"))
        if channel != "chat":
            raise ValueError(f"channel must match const 'chat', got '{channel}'")

        partial = d.pop("partial")

        batch_id = d.pop("batch_id")

        chat_send_accepted = cls(
            message=message,
            count=count,
            opted_out=opted_out,
            channel=channel,
            partial=partial,
            batch_id=batch_id,
        )

        return chat_send_accepted
