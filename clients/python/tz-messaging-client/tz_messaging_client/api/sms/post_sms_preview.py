from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_sms_preview_body import PostSmsPreviewBody
from ...models.rule_error import RuleError
from ...models.sms_preview import SmsPreview
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs(
    *,
    body: PostSmsPreviewBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/sms/preview",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RuleError | ValidationError | SmsPreview | None:
    if response.status_code == 200:
        response_200 = SmsPreview.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 422:

        def _parse_response_422(data: object) -> RuleError | ValidationError:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_unprocessable_error_type_0 = ValidationError.from_dict(data)

                return componentsschemas_unprocessable_error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_unprocessable_error_type_1 = RuleError.from_dict(data)

            return componentsschemas_unprocessable_error_type_1

        response_422 = _parse_response_422(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | RuleError | ValidationError | SmsPreview]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostSmsPreviewBody,
) -> Response[Error | RuleError | ValidationError | SmsPreview]:
    """What a send would cost, sending nothing: the text's encoding, characters (septets or UTF-16 units),
    segments and non-GSM characters, its GSM-7 normalisation, and the credits for a number (to), a list
    (numbers) or a group (group_id), priced per recipient as the send bills them, against the balance;
    normalize: true prices the normalised text

     Permission: messages.send or bulk_sms.send or group_sms.send

    Args:
        body (PostSmsPreviewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RuleError | ValidationError | SmsPreview]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: PostSmsPreviewBody,
) -> Error | RuleError | ValidationError | SmsPreview | None:
    """What a send would cost, sending nothing: the text's encoding, characters (septets or UTF-16 units),
    segments and non-GSM characters, its GSM-7 normalisation, and the credits for a number (to), a list
    (numbers) or a group (group_id), priced per recipient as the send bills them, against the balance;
    normalize: true prices the normalised text

     Permission: messages.send or bulk_sms.send or group_sms.send

    Args:
        body (PostSmsPreviewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RuleError | ValidationError | SmsPreview
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostSmsPreviewBody,
) -> Response[Error | RuleError | ValidationError | SmsPreview]:
    """What a send would cost, sending nothing: the text's encoding, characters (septets or UTF-16 units),
    segments and non-GSM characters, its GSM-7 normalisation, and the credits for a number (to), a list
    (numbers) or a group (group_id), priced per recipient as the send bills them, against the balance;
    normalize: true prices the normalised text

     Permission: messages.send or bulk_sms.send or group_sms.send

    Args:
        body (PostSmsPreviewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RuleError | ValidationError | SmsPreview]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PostSmsPreviewBody,
) -> Error | RuleError | ValidationError | SmsPreview | None:
    """What a send would cost, sending nothing: the text's encoding, characters (septets or UTF-16 units),
    segments and non-GSM characters, its GSM-7 normalisation, and the credits for a number (to), a list
    (numbers) or a group (group_id), priced per recipient as the send bills them, against the balance;
    normalize: true prices the normalised text

     Permission: messages.send or bulk_sms.send or group_sms.send

    Args:
        body (PostSmsPreviewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RuleError | ValidationError | SmsPreview
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
