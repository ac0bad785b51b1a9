from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.message_contact_type_0 import MessageContactType0
    from ..models.message_group_type_0 import MessageGroupType0
    from ..models.message_user_type_0 import MessageUserType0


T = TypeVar("T", bound="Message")


@_attrs_define
class Message:
    """An SMS message (docs/interface.md §2)

    Attributes:
        id (int):
        to_number (str):
        from_sender (str):
        body (str):
        segments (int):
        encoding (Literal['GSM-7'] | Literal['UCS-2']):
        credits_ (int):
        status (str): scheduled, queued, failed or cancelled before the gateway took it; then the gateway status
            (PENDING_ACCEPTED, PENDING_ENROUTE, PENDING_WAITING_DELIVERY) and the report group (DELIVERED, UNDELIVERABLE,
            EXPIRED, REJECTED)
        delivery_status (None | str):
        delivered_at (datetime.datetime | None):
        delivery_error (None | str):
        gateway_message_id (None | str):
        gateway_response (Any): The gateway's answer to the submission, as it gave it; null before
        sent_at (datetime.datetime | None):
        scheduled_at (datetime.datetime | None):
        batch_id (int | None):
        contact (MessageContactType0 | None):
        group (MessageGroupType0 | None):
        user (MessageUserType0 | None):
        created_at (datetime.datetime):
    """

    id: int
    to_number: str
    from_sender: str
    body: str
    segments: int
    encoding: Literal["GSM-7"] | Literal["UCS-2"]
    credits_: int
    status: str
    delivery_status: None | str
    delivered_at: datetime.datetime | None
    delivery_error: None | str
    gateway_message_id: None | str
    gateway_response: Any
    sent_at: datetime.datetime | None
    scheduled_at: datetime.datetime | None
    batch_id: int | None
    contact: MessageContactType0 | None
    group: MessageGroupType0 | None
    user: MessageUserType0 | None
    created_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        from ..models.message_contact_type_0 import MessageContactType0  # noqa: PLC0415
        from ..models.message_group_type_0 import MessageGroupType0  # noqa: PLC0415
        from ..models.message_user_type_0 import MessageUserType0  # noqa: PLC0415

        id = self.id

        to_number = self.to_number

        from_sender = self.from_sender

        body = self.body

        segments = self.segments

        encoding: Literal["GSM-7"] | Literal["UCS-2"]
        encoding = self.encoding

        credits_ = self.credits_

        status = self.status

        delivery_status: None | str
        delivery_status = self.delivery_status

        delivered_at: None | str
        if isinstance(self.delivered_at, datetime.datetime):
            delivered_at = self.delivered_at.isoformat()
        else:
            delivered_at = self.delivered_at

        delivery_error: None | str
        delivery_error = self.delivery_error

        gateway_message_id: None | str
        gateway_message_id = self.gateway_message_id

        gateway_response = self.gateway_response

        sent_at: None | str
        if isinstance(self.sent_at, datetime.datetime):
            sent_at = self.sent_at.isoformat()
        else:
            sent_at = self.sent_at

        scheduled_at: None | str
        if isinstance(self.scheduled_at, datetime.datetime):
            scheduled_at = self.scheduled_at.isoformat()
        else:
            scheduled_at = self.scheduled_at

        batch_id: int | None
        batch_id = self.batch_id

        contact: dict[str, Any] | None
        if isinstance(self.contact, MessageContactType0):
            contact = self.contact.to_dict()
        else:
            contact = self.contact

        group: dict[str, Any] | None
        if isinstance(self.group, MessageGroupType0):
            group = self.group.to_dict()
        else:
            group = self.group

        user: dict[str, Any] | None
        if isinstance(self.user, MessageUserType0):
            user = self.user.to_dict()
        else:
            user = self.user

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "to_number": to_number,
                "from_sender": from_sender,
                "body": body,
                "segments": segments,
                "encoding": encoding,
                "credits": credits_,
                "status": status,
                "delivery_status": delivery_status,
                "delivered_at": delivered_at,
                "delivery_error": delivery_error,
                "gateway_message_id": gateway_message_id,
                "gateway_response": gateway_response,
                "sent_at": sent_at,
                "scheduled_at": scheduled_at,
                "batch_id": batch_id,
                "contact": contact,
                "group": group,
                "user": user,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.message_contact_type_0 import MessageContactType0  # noqa: PLC0415
        from ..models.message_group_type_0 import MessageGroupType0  # noqa: PLC0415
        from ..models.message_user_type_0 import MessageUserType0  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        to_number = d.pop("to_number")

        from_sender = d.pop("from_sender")

        body = d.pop("body")

        segments = d.pop("segments")

        def _parse_encoding(data: object) -> Literal["GSM-7"] | Literal["UCS-2"]:
            encoding_type_0 = cast(Literal["GSM-7"], data)
            if encoding_type_0 != "GSM-7":
                raise ValueError(f"encoding_type_0 must match const 'GSM-7', got '{encoding_type_0}'")
            return encoding_type_0
            encoding_type_1 = cast(Literal["UCS-2"], data)
            if encoding_type_1 != "UCS-2":
                raise ValueError(f"encoding_type_1 must match const 'UCS-2', got '{encoding_type_1}'")
            return encoding_type_1

        encoding = _parse_encoding(d.pop("encoding"))

        credits_ = d.pop("credits")

        status = d.pop("status")

        def _parse_delivery_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        delivery_status = _parse_delivery_status(d.pop("delivery_status"))

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

        def _parse_delivery_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        delivery_error = _parse_delivery_error(d.pop("delivery_error"))

        def _parse_gateway_message_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        gateway_message_id = _parse_gateway_message_id(d.pop("gateway_message_id"))

        gateway_response = d.pop("gateway_response")

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

        def _parse_scheduled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scheduled_at_type_0 = datetime.datetime.fromisoformat(data)

                return scheduled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        scheduled_at = _parse_scheduled_at(d.pop("scheduled_at"))

        def _parse_batch_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        batch_id = _parse_batch_id(d.pop("batch_id"))

        def _parse_contact(data: object) -> MessageContactType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contact_type_0 = MessageContactType0.from_dict(data)

                return contact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MessageContactType0 | None, data)

        contact = _parse_contact(d.pop("contact"))

        def _parse_group(data: object) -> MessageGroupType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                group_type_0 = MessageGroupType0.from_dict(data)

                return group_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MessageGroupType0 | None, data)

        group = _parse_group(d.pop("group"))

        def _parse_user(data: object) -> MessageUserType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                user_type_0 = MessageUserType0.from_dict(data)

                return user_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MessageUserType0 | None, data)

        user = _parse_user(d.pop("user"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        message = cls(
            id=id,
            to_number=to_number,
            from_sender=from_sender,
            body=body,
            segments=segments,
            encoding=encoding,
            credits_=credits_,
            status=status,
            delivery_status=delivery_status,
            delivered_at=delivered_at,
            delivery_error=delivery_error,
            gateway_message_id=gateway_message_id,
            gateway_response=gateway_response,
            sent_at=sent_at,
            scheduled_at=scheduled_at,
            batch_id=batch_id,
            contact=contact,
            group=group,
            user=user,
            created_at=created_at,
        )

        return message
