from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.message import Message


T = TypeVar("T", bound="PostMessageCancelResponse200")


@_attrs_define
class PostMessageCancelResponse200:
    """
    Attributes:
        message (str):
        data (Message): An SMS message (docs/interface.md §2)
    """

    message: str
    data: Message

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
        from ..models.message import Message  # noqa: PLC0415

        d = dict(src_dict)
        message = d.pop("message")

        data = Message.from_dict(d.pop("data"))

        post_message_cancel_response_200 = cls(
            message=message,
            data=data,
        )

        return post_message_cancel_response_200
