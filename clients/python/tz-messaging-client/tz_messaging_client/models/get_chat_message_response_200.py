from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.chat_message import ChatMessage


T = TypeVar("T", bound="GetChatMessageResponse200")


@_attrs_define
class GetChatMessageResponse200:
    """
    Attributes:
        data (ChatMessage): A chat (WhatsApp template) message (docs/interface.md §4.3b)
    """

    data: ChatMessage

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
        from ..models.chat_message import ChatMessage  # noqa: PLC0415

        d = dict(src_dict)
        data = ChatMessage.from_dict(d.pop("data"))

        get_chat_message_response_200 = cls(
            data=data,
        )

        return get_chat_message_response_200
