from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.chat_message import ChatMessage


T = TypeVar("T", bound="PostChatMessageCancelResponse200")


@_attrs_define
class PostChatMessageCancelResponse200:
    """
    Attributes:
        message (str):
        data (ChatMessage): A chat (WhatsApp template) message (docs/interface.md §4.3b)
    """

    message: str
    data: ChatMessage

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
        from ..models.chat_message import ChatMessage  # noqa: PLC0415

        d = dict(src_dict)
        message = d.pop("message")

        data = ChatMessage.from_dict(d.pop("data"))

        post_chat_message_cancel_response_200 = cls(
            message=message,
            data=data,
        )

        return post_chat_message_cancel_response_200
