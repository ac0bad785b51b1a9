from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MessageStatusData")


@_attrs_define
class MessageStatusData:
    """A message as it stands after the status change

    Attributes:
        message_id (int):
        batch_id (int | None):
        channel (Literal['chat'] | Literal['sms']):
        to (str): The recipient, 255XXXXXXXXX
        status (str): The message status as GET /messages/{id} shows it (chat: sent, delivered, read, failed, …)
        delivery_status (None | str):
        error (None | str):
        gateway_message_id (None | str):
        sent_at (datetime.datetime | None):
        delivered_at (datetime.datetime | None):
        read_at (datetime.datetime | None):
        error_code (int | None):
    """

    message_id: int
    batch_id: int | None
    channel: Literal["chat"] | Literal["sms"]
    to: str
    status: str
    delivery_status: None | str
    error: None | str
    gateway_message_id: None | str
    sent_at: datetime.datetime | None
    delivered_at: datetime.datetime | None
    read_at: datetime.datetime | None
    error_code: int | None

    def to_dict(self) -> dict[str, Any]:
        message_id = self.message_id

        batch_id: int | None
        batch_id = self.batch_id

        channel: Literal["chat"] | Literal["sms"]
        channel = self.channel

        to = self.to

        status = self.status

        delivery_status: None | str
        delivery_status = self.delivery_status

        error: None | str
        error = self.error

        gateway_message_id: None | str
        gateway_message_id = self.gateway_message_id

        sent_at: None | str
        if isinstance(self.sent_at, datetime.datetime):
            sent_at = self.sent_at.isoformat()
        else:
            sent_at = self.sent_at

        delivered_at: None | str
        if isinstance(self.delivered_at, datetime.datetime):
            delivered_at = self.delivered_at.isoformat()
        else:
            delivered_at = self.delivered_at

        read_at: None | str
        if isinstance(self.read_at, datetime.datetime):
            read_at = self.read_at.isoformat()
        else:
            read_at = self.read_at

        error_code: int | None
        error_code = self.error_code

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message_id": message_id,
                "batch_id": batch_id,
                "channel": channel,
                "to": to,
                "status": status,
                "delivery_status": delivery_status,
                "error": error,
                "gateway_message_id": gateway_message_id,
                "sent_at": sent_at,
                "delivered_at": delivered_at,
                "read_at": read_at,
                "error_code": error_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message_id = d.pop("message_id")

        def _parse_batch_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        batch_id = _parse_batch_id(d.pop("batch_id"))

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

        to = d.pop("to")

        status = d.pop("status")

        def _parse_delivery_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        delivery_status = _parse_delivery_status(d.pop("delivery_status"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        def _parse_gateway_message_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        gateway_message_id = _parse_gateway_message_id(d.pop("gateway_message_id"))

        def _parse_sent_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sent_at_type_0 = datetime.datetime.fromisoformat(data)

                return sent_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        sent_at = _parse_sent_at(d.pop("sent_at"))

        def _parse_delivered_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                delivered_at_type_0 = datetime.datetime.fromisoformat(data)

                return delivered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        delivered_at = _parse_delivered_at(d.pop("delivered_at"))

        def _parse_read_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                read_at_type_0 = datetime.datetime.fromisoformat(data)

                return read_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        read_at = _parse_read_at(d.pop("read_at"))

        def _parse_error_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        error_code = _parse_error_code(d.pop("error_code"))

        message_status_data = cls(
            message_id=message_id,
            batch_id=batch_id,
            channel=channel,
            to=to,
            status=status,
            delivery_status=delivery_status,
            error=error,
            gateway_message_id=gateway_message_id,
            sent_at=sent_at,
            delivered_at=delivered_at,
            read_at=read_at,
            error_code=error_code,
        )

        return message_status_data
