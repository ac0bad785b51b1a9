from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_sms_send_bulk_body_invalid import PostSmsSendBulkBodyInvalid
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_sms_send_bulk_body_messages_item import PostSmsSendBulkBodyMessagesItem


T = TypeVar("T", bound="PostSmsSendBulkBody")


@_attrs_define
class PostSmsSendBulkBody:
    """
    Attributes:
        messages (list[PostSmsSendBulkBodyMessagesItem]):
        template_id (int | Unset):
        scheduled_at (datetime.datetime | None | Unset): ISO 8601 datetime. With Z or an offset (2026-12-01T06:00:00Z,
            2026-12-01T09:00+03:00) it is that instant; without one (2026-12-01 09:00, 2026-12-01T09:00:00) it is Dar es
            Salaam time (UTC+3): all four examples name 06:00Z.
        normalize (bool | Unset):
        invalid (PostSmsSendBulkBodyInvalid | Unset):
    """

    messages: list[PostSmsSendBulkBodyMessagesItem]
    template_id: int | Unset = UNSET
    scheduled_at: datetime.datetime | None | Unset = UNSET
    normalize: bool | Unset = UNSET
    invalid: PostSmsSendBulkBodyInvalid | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)

        template_id = self.template_id

        scheduled_at: None | str | Unset
        if isinstance(self.scheduled_at, Unset):
            scheduled_at = UNSET
        elif isinstance(self.scheduled_at, datetime.datetime):
            scheduled_at = self.scheduled_at.isoformat()
        else:
            scheduled_at = self.scheduled_at

        normalize = self.normalize

        invalid: str | Unset = UNSET
        if not isinstance(self.invalid, Unset):
            invalid = self.invalid.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "messages": messages,
            }
        )
        if template_id is not UNSET:
            field_dict["template_id"] = template_id
        if scheduled_at is not UNSET:
            field_dict["scheduled_at"] = scheduled_at
        if normalize is not UNSET:
            field_dict["normalize"] = normalize
        if invalid is not UNSET:
            field_dict["invalid"] = invalid

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_sms_send_bulk_body_messages_item import PostSmsSendBulkBodyMessagesItem  # noqa: PLC0415

        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = PostSmsSendBulkBodyMessagesItem.from_dict(messages_item_data)

            messages.append(messages_item)

        template_id = d.pop("template_id", UNSET)

        def _parse_scheduled_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scheduled_at_type_0 = datetime.datetime.fromisoformat(data)

                return scheduled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        scheduled_at = _parse_scheduled_at(d.pop("scheduled_at", UNSET))

        normalize = d.pop("normalize", UNSET)

        _invalid = d.pop("invalid", UNSET)
        invalid: PostSmsSendBulkBodyInvalid | Unset
        if isinstance(_invalid, Unset):
            invalid = UNSET
        else:
            invalid = PostSmsSendBulkBodyInvalid(_invalid)

        post_sms_send_bulk_body = cls(
            messages=messages,
            template_id=template_id,
            scheduled_at=scheduled_at,
            normalize=normalize,
            invalid=invalid,
        )

        post_sms_send_bulk_body.additional_properties = d
        return post_sms_send_bulk_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
