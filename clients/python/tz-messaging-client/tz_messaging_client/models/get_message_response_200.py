from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.message import Message


T = TypeVar("T", bound="GetMessageResponse200")


@_attrs_define
class GetMessageResponse200:
    """
    Attributes:
        data (Message): An SMS message (docs/interface.md §2)
    """

    data: Message

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
        from ..models.message import Message  # noqa: PLC0415

        d = dict(src_dict)
        data = Message.from_dict(d.pop("data"))

        get_message_response_200 = cls(
            data=data,
        )

        return get_message_response_200
