from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.opt_out_contact_type_0 import OptOutContactType0


T = TypeVar("T", bound="OptOut")


@_attrs_define
class OptOut:
    """A number that asked to receive nothing more, on one channel or on every channel

    Attributes:
        id (int):
        phone (str):
        channel (Literal['chat'] | Literal['sms'] | None):
        source (Literal['api'] | Literal['link'] | Literal['reply']): Who made it: the recipient (link: its opt-out
            page; reply: STOP or ACHA on chat) or the organization (api)
        contact (None | OptOutContactType0):
        created_at (datetime.datetime):
    """

    id: int
    phone: str
    channel: Literal["chat"] | Literal["sms"] | None
    source: Literal["api"] | Literal["link"] | Literal["reply"]
    contact: None | OptOutContactType0
    created_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        from ..models.opt_out_contact_type_0 import OptOutContactType0  # noqa: PLC0415

        id = self.id

        phone = self.phone

        channel: Literal["chat"] | Literal["sms"] | None
        channel = self.channel

        source: Literal["api"] | Literal["link"] | Literal["reply"]
        source = self.source

        contact: dict[str, Any] | None
        if isinstance(self.contact, OptOutContactType0):
            contact = self.contact.to_dict()
        else:
            contact = self.contact

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "phone": phone,
                "channel": channel,
                "source": source,
                "contact": contact,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.opt_out_contact_type_0 import OptOutContactType0  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        phone = d.pop("phone")

        def _parse_channel(data: object) -> Literal["chat"] | Literal["sms"] | None:
            if data is None:
                return data
            channel_type_0_type_0 = cast(Literal["sms"], data)
            if channel_type_0_type_0 != "sms":
                raise ValueError(f"channel_type_0_type_0 must match const 'sms', got '{channel_type_0_type_0}'")
            return channel_type_0_type_0
            channel_type_0_type_1 = cast(Literal["chat"], data)
            if channel_type_0_type_1 != "chat":
                raise ValueError(f"channel_type_0_type_1 must match const 'chat', got '{channel_type_0_type_1}'")
            return channel_type_0_type_1
            return cast(Literal["chat"] | Literal["sms"] | None, data)

        channel = _parse_channel(d.pop("channel"))

        def _parse_source(data: object) -> Literal["api"] | Literal["link"] | Literal["reply"]:
            source_type_0 = cast(Literal["link"], data)
            if source_type_0 != "link":
                raise ValueError(f"source_type_0 must match const 'link', got '{source_type_0}'")
            return source_type_0
            source_type_1 = cast(Literal["reply"], data)
            if source_type_1 != "reply":
                raise ValueError(f"source_type_1 must match const 'reply', got '{source_type_1}'")
            return source_type_1
            source_type_2 = cast(Literal["api"], data)
            if source_type_2 != "api":
                raise ValueError(f"source_type_2 must match const 'api', got '{source_type_2}'")
            return source_type_2

        source = _parse_source(d.pop("source"))

        def _parse_contact(data: object) -> None | OptOutContactType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contact_type_0 = OptOutContactType0.from_dict(data)

                return contact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OptOutContactType0, data)

        contact = _parse_contact(d.pop("contact"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        opt_out = cls(
            id=id,
            phone=phone,
            channel=channel,
            source=source,
            contact=contact,
            created_at=created_at,
        )

        return opt_out
