from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.message_status_data import MessageStatusData


T = TypeVar("T", bound="MessageStatusWebhook")


@_attrs_define
class MessageStatusWebhook:
    """An SMS changed status: submitted (the gateway's PENDING_*), delivered or not (its report), failed, cancelled

    Attributes:
        type_ (Literal['message.status']):
        timestamp (datetime.datetime): When the change happened
        data (MessageStatusData): A message as it stands after the status change
    """

    type_: Literal["message.status"]
    timestamp: datetime.datetime
    data: MessageStatusData

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
        from ..models.message_status_data import MessageStatusData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["message.status"], d.pop("type"))
        if type_ != "message.status":
            raise ValueError(f"type must match const 'message.status', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = MessageStatusData.from_dict(d.pop("data"))

        message_status_webhook = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return message_status_webhook
