from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.chat_message_error_type_0 import ChatMessageErrorType0
    from ..models.chat_message_template_type_0 import ChatMessageTemplateType0
    from ..models.chat_message_user_type_0 import ChatMessageUserType0


T = TypeVar("T", bound="ChatMessage")


@_attrs_define
class ChatMessage:
    """A chat (WhatsApp template) message (docs/interface.md §4.3b)

    Attributes:
        id (int):
        to_number (str):
        template (ChatMessageTemplateType0 | None):
        variables (list[str]): In the template's order
        button_url_param (None | str):
        body (str): The text the recipient sees: the template rendered with the variables
        wamid (None | str):
        status (Literal['cancelled'] | Literal['delivered'] | Literal['failed'] | Literal['queued'] | Literal['read'] |
            Literal['scheduled'] | Literal['sent']): scheduled, queued (until the provider reports it sent), sent,
            delivered, read, failed or cancelled
        error (ChatMessageErrorType0 | None):
        credits_ (int): Chat credits billed for it (still shown once refunded)
        refunded (bool): Its credit went back (cancelled, or refused by the provider)
        batch_id (int | None):
        user (ChatMessageUserType0 | None):
        scheduled_at (datetime.datetime | None):
        sent_at (datetime.datetime | None):
        delivered_at (datetime.datetime | None):
        read_at (datetime.datetime | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: int
    to_number: str
    template: ChatMessageTemplateType0 | None
    variables: list[str]
    button_url_param: None | str
    body: str
    wamid: None | str
    status: (
        Literal["cancelled"]
        | Literal["delivered"]
        | Literal["failed"]
        | Literal["queued"]
        | Literal["read"]
        | Literal["scheduled"]
        | Literal["sent"]
    )
    error: ChatMessageErrorType0 | None
    credits_: int
    refunded: bool
    batch_id: int | None
    user: ChatMessageUserType0 | None
    scheduled_at: datetime.datetime | None
    sent_at: datetime.datetime | None
    delivered_at: datetime.datetime | None
    read_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_message_error_type_0 import ChatMessageErrorType0  # noqa: PLC0415
        from ..models.chat_message_template_type_0 import ChatMessageTemplateType0  # noqa: PLC0415
        from ..models.chat_message_user_type_0 import ChatMessageUserType0  # noqa: PLC0415

        id = self.id

        to_number = self.to_number

        template: dict[str, Any] | None
        if isinstance(self.template, ChatMessageTemplateType0):
            template = self.template.to_dict()
        else:
            template = self.template

        variables = self.variables

        button_url_param: None | str
        button_url_param = self.button_url_param

        body = self.body

        wamid: None | str
        wamid = self.wamid

        status: (
            Literal["cancelled"]
            | Literal["delivered"]
            | Literal["failed"]
            | Literal["queued"]
            | Literal["read"]
            | Literal["scheduled"]
            | Literal["sent"]
        )
        status = self.status

        error: dict[str, Any] | None
        if isinstance(self.error, ChatMessageErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        credits_ = self.credits_

        refunded = self.refunded

        batch_id: int | None
        batch_id = self.batch_id

        user: dict[str, Any] | None
        if isinstance(self.user, ChatMessageUserType0):
            user = self.user.to_dict()
        else:
            user = self.user

        scheduled_at: None | str
        if isinstance(self.scheduled_at, datetime.datetime):
            scheduled_at = self.scheduled_at.isoformat()
        else:
            scheduled_at = self.scheduled_at

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

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "to_number": to_number,
                "template": template,
                "variables": variables,
                "button_url_param": button_url_param,
                "body": body,
                "wamid": wamid,
                "status": status,
                "error": error,
                "credits": credits_,
                "refunded": refunded,
                "batch_id": batch_id,
                "user": user,
                "scheduled_at": scheduled_at,
                "sent_at": sent_at,
                "delivered_at": delivered_at,
                "read_at": read_at,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chat_message_error_type_0 import ChatMessageErrorType0  # noqa: PLC0415
        from ..models.chat_message_template_type_0 import ChatMessageTemplateType0  # noqa: PLC0415
        from ..models.chat_message_user_type_0 import ChatMessageUserType0  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        to_number = d.pop("to_number")

        def _parse_template(data: object) -> ChatMessageTemplateType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                template_type_0 = ChatMessageTemplateType0.from_dict(data)

                return template_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatMessageTemplateType0 | None, data)

        template = _parse_template(d.pop("template"))

        variables = cast(list[str], d.pop("variables"))

        def _parse_button_url_param(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        button_url_param = _parse_button_url_param(d.pop("button_url_param"))

        body = d.pop("body")

        def _parse_wamid(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        wamid = _parse_wamid(d.pop("wamid"))

        def _parse_status(
            data: object,
        ) -> (
            Literal["cancelled"]
            | Literal["delivered"]
            | Literal["failed"]
            | Literal["queued"]
            | Literal["read"]
            | Literal["scheduled"]
            | Literal["sent"]
        ):
            status_type_0 = cast(Literal["scheduled"], data)
            if status_type_0 != "scheduled":
                raise ValueError(f"status_type_0 must match const 'scheduled', got '{status_type_0}'")
            return status_type_0
            status_type_1 = cast(Literal["queued"], data)
            if status_type_1 != "queued":
                raise ValueError(f"status_type_1 must match const 'queued', got '{status_type_1}'")
            return status_type_1
            status_type_2 = cast(Literal["sent"], data)
            if status_type_2 != "sent":
                raise ValueError(f"status_type_2 must match const 'sent', got '{status_type_2}'")
            return status_type_2
            status_type_3 = cast(Literal["delivered"], data)
            if status_type_3 != "delivered":
                raise ValueError(f"status_type_3 must match const 'delivered', got '{status_type_3}'")
            return status_type_3
            status_type_4 = cast(Literal["read"], data)
            if status_type_4 != "read":
                raise ValueError(f"status_type_4 must match const 'read', got '{status_type_4}'")
            return status_type_4
            status_type_5 = cast(Literal["failed"], data)
            if status_type_5 != "failed":
                raise ValueError(f"status_type_5 must match const 'failed', got '{status_type_5}'")
            return status_type_5
            status_type_6 = cast(Literal["cancelled"], data)
            if status_type_6 != "cancelled":
                raise ValueError(f"status_type_6 must match const 'cancelled', got '{status_type_6}'")
            return status_type_6

        status = _parse_status(d.pop("status"))

        def _parse_error(data: object) -> ChatMessageErrorType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = ChatMessageErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatMessageErrorType0 | None, data)

        error = _parse_error(d.pop("error"))

        credits_ = d.pop("credits")

        refunded = d.pop("refunded")

        def _parse_batch_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        batch_id = _parse_batch_id(d.pop("batch_id"))

        def _parse_user(data: object) -> ChatMessageUserType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                user_type_0 = ChatMessageUserType0.from_dict(data)

                return user_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatMessageUserType0 | None, data)

        user = _parse_user(d.pop("user"))

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

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        chat_message = cls(
            id=id,
            to_number=to_number,
            template=template,
            variables=variables,
            button_url_param=button_url_param,
            body=body,
            wamid=wamid,
            status=status,
            error=error,
            credits_=credits_,
            refunded=refunded,
            batch_id=batch_id,
            user=user,
            scheduled_at=scheduled_at,
            sent_at=sent_at,
            delivered_at=delivered_at,
            read_at=read_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        return chat_message
